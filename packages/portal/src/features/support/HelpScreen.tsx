// /help: issue 6's HelpCentre under the screen heading, in its own lazy chunk (DOMPurify loads only here).
import { HelpCentre } from '@sakhli/widgets';
import { ScreenHeading } from '../../app/layout/ScreenHeading';

export function HelpScreen() {
  return (
    <>
      <ScreenHeading id="portal.title.help" />
      {/* The screen heading already says "Help centre". */}
      <HelpCentre showTitle={false} />
    </>
  );
}
