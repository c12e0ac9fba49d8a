// Story helper: sample texts in the toolbar's language.
import { useLanguage } from '../../shell/context';
import { storyMessages } from './messages';

export type StoryTextId = keyof typeof storyMessages;

export function useStoryText(): (id: StoryTextId) => string {
  const language = useLanguage();
  return (id) => storyMessages[id][language];
}
