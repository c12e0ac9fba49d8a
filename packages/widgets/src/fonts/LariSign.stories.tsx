// The lari sign (₾) as amounts show it (issue 27 §4): the device's own glyph where its fonts have
// one, else the one-glyph fallback face (lariSign.ts) that the base font stack ends with. Designers
// compare the two at the sizes amounts use.
import styled from '@emotion/styled';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LARI_FAMILY } from '../shell/fonts/lariFamily';
import { dom } from '../shell/styled';
import { Money } from '../ui/Money';
import { useStoryText } from '../ui/stories/useStoryText';
import { addLariFace } from './lariFace';

const meta = { title: 'UI/Lari sign' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Added once: the story shows the fallback face whatever the device draws. */
let added: Promise<unknown> | undefined;
const addOnce = () => (added ??= addLariFace(document.fonts));

const Sign = styled('span', dom)<{ $size: number; $fallback: boolean }>`
  font-size: ${({ $size }) => $size}px;
  ${({ $fallback }) => ($fallback ? `font-family: '${LARI_FAMILY}';` : '')}
`;

const Row = styled.dd`
  display: flex;
  gap: 16px;
  align-items: baseline;
  margin: 0 0 16px;
`;

function Signs({ fallback }: { fallback: boolean }) {
  return (
    <Row>
      {[16, 24, 40].map((size) => (
        <Sign key={size} $size={size} $fallback={fallback}>
          ₾
        </Sign>
      ))}
    </Row>
  );
}

function Sample() {
  const t = useStoryText();
  return (
    <dl>
      <dt>{t('story.lari.own')}</dt>
      <Signs fallback={false} />
      <dt>{t('story.lari.fallback')}</dt>
      <Signs fallback />
      <dt>{t('story.total')}</dt>
      <Row>
        <Money amount={12345.5} />
      </Row>
    </dl>
  );
}

export const OwnAndFallback: Story = {
  loaders: [() => addOnce()],
  render: () => <Sample />,
};
