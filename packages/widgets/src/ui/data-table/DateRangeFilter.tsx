// A date-range filter: a button that says the chosen range and opens the shared DateRangeField
// (past days allowed, one-day ranges allowed) with Apply and Clear.
import { Suspense, useId, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import type { DateRange as IsoRange } from '@sakhli/sdk';
import { useLanguage } from '../../shell/context';
import { formatDate, toDate, toIsoDate } from '../../shell/i18n/format';
import { vars } from '../../shell/theme/tokens';
import { dom } from '../../shell/styled';
import { Button } from '../Button';
import type { DateRange } from '../DateRangeField';
import { LoadingState } from '../States';
import { FieldBox, Label } from '../Field';
import { onDemand } from '../onDemand';

const EARLIEST = new Date(2000, 0, 1);

// The calendar (react-day-picker, ~15 KB gzip) arrives when a date filter is first opened: a table
// without one, or never opened, does not pay for it.
const DateRangeField = onDemand(() =>
  import('../DateRangeField').then((m) => ({ default: m.DateRangeField })),
);

const Panel = styled('div', dom)`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  gap: ${vars.space3};
  padding: ${vars.space3};
  border: 1px solid ${vars.colorBorderSubtle};
  border-radius: ${vars.radiusMd};
  background: ${vars.colorBg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space2};
`;

const Toggle = styled(Button)`
  justify-content: space-between;
  width: 100%;
  font-weight: 400;
`;

export interface DateRangeFilterProps {
  label: string;
  value: IsoRange | undefined;
  onChange: (range: IsoRange | undefined) => void;
}

export function DateRangeFilter({ label, value, onChange }: DateRangeFilterProps) {
  const intl = useIntl();
  const language = useLanguage();
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DateRange | undefined>();
  const say = (key: string) => intl.formatMessage({ id: key });

  const shown =
    value?.from || value?.to
      ? `${value.from ? formatDate(value.from, language) : '…'} – ${value.to ? formatDate(value.to, language) : '…'}`
      : say('ui.table.any');

  const openPanel = () => {
    setDraft(
      value?.from
        ? { from: toDate(value.from), to: value.to ? toDate(value.to) : undefined }
        : undefined,
    );
    setOpen(true);
  };
  const close = (next?: IsoRange | null) => {
    setOpen(false);
    if (next !== undefined) onChange(next ?? undefined);
    toggle.current?.focus();
  };
  const apply = () => {
    if (!draft?.from) return close(null);
    close({ from: toIsoDate(draft.from), to: toIsoDate(draft.to ?? draft.from) });
  };

  return (
    <>
      <FieldBox part="field">
        <Label as="span" part="label" id={`${id}-label`}>
          {label}
        </Label>
        <Toggle
          ref={toggle}
          variant="secondary"
          aria-expanded={open}
          id={`${id}-toggle`}
          aria-controls={`${id}-panel`}
          aria-labelledby={`${id}-label ${id}-toggle`}
          onClick={() => (open ? close() : openPanel())}
        >
          {shown}
        </Toggle>
      </FieldBox>
      {open && (
        <Panel
          id={`${id}-panel`}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          <Suspense fallback={<LoadingState heading={false} lines={4} />}>
            <DateRangeField
              label={label}
              value={draft}
              onChange={setDraft}
              minDate={EARLIEST}
              minNights={0}
              numberOfMonths={1}
              defaultMonth={draft?.from ?? new Date()}
              summaryText={{
                from: say('ui.table.from'),
                to: say('ui.table.to'),
                pick: say('ui.table.pickRange'),
              }}
            />
          </Suspense>
          <Actions>
            <Button onClick={apply}>{say('ui.table.apply')}</Button>
            <Button variant="ghost" onClick={() => close(null)}>
              {say('ui.table.clear')}
            </Button>
          </Actions>
        </Panel>
      )}
    </>
  );
}
