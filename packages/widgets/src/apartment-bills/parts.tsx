// Layout pieces shared by the apartment bills views (tokens only, so hosts theme them).
import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { containerQuery, vars } from '../shell/theme/tokens';
import { dom } from '../shell/styled';
import { LoadingState } from '../ui/States';
import { Stack } from '../ui/layout';

/** Two columns from the small breakpoint of the widget's own width, one on a phone. */
export const Columns = styled('div', dom)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space4};
  ${containerQuery.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

export const Row = styled('div', dom)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space2} ${vars.space3};
`;

const List = styled('dl', dom)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space1} ${vars.space4};
  margin: 0;
  ${containerQuery.sm} {
    grid-template-columns: minmax(120px, max-content) minmax(0, 1fr);
  }
  dt {
    color: ${vars.colorTextMuted};
  }
  dd {
    margin: 0 0 ${vars.space2};
    overflow-wrap: anywhere;
    font-weight: ${vars.fontWeightBold};
  }
  ${containerQuery.sm} {
    dd {
      margin: 0;
    }
  }
`;

/** A dt/dd pair's wrapper (allowed in a dl); adds no box of its own. */
const Group = styled('div', dom)`
  display: contents;
`;

export interface Fact {
  label: ReactNode;
  value: ReactNode;
  /** Rows the data does not carry are left out rather than shown empty. */
  hidden?: boolean;
}

/** Label and value on one line however narrow the box (a total's billed/paid/owed sums). */
const Sums = styled(List)`
  grid-template-columns: minmax(0, 1fr) max-content;
  ${containerQuery.sm} {
    grid-template-columns: minmax(0, 1fr) max-content;
  }
  dd {
    margin: 0;
    text-align: end;
  }
`;

/** A description list of label → value pairs (the overview's and the subscription's facts). */
export function Facts({
  facts,
  label,
  sums = false,
}: {
  facts: Fact[];
  label?: string;
  /** Sums: label and value always side by side, values aligned to the end. */
  sums?: boolean;
}) {
  const Box = sums ? Sums : List;
  return (
    <Box aria-label={label}>
      {facts
        .filter((f) => !f.hidden)
        .map((fact, i) => (
          <Group key={i}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </Group>
        ))}
    </Box>
  );
}

export const Muted = styled('p', dom)`
  margin: 0;
  color: ${vars.colorTextMuted};
  overflow-wrap: anywhere;
`;

export const SectionHeading = styled('h3', dom)`
  margin: 0;
  font-size: ${vars.fontSizeLg};
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

/**
 * A utility's panel while its code or texts are on their way (issue 28 §4): the codes', the history
 * table's and the chart's skeletons, the space the panel takes while its data loads.
 */
export function PanelSkeleton() {
  return (
    <Stack>
      <LoadingState lines={2} heading={false} />
      <LoadingState lines={6} />
      <LoadingState heading />
    </Stack>
  );
}
