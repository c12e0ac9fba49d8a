// The design tokens as designers and hosts see them: every --sakhli-* property, its value in
// light and dark and what it is for, plus the ::part names — generated from theme/tokens.ts.
import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from '@emotion/styled';
import { dom } from './styled';
import { colorTokens, cssVarName, parts, scaleTokens, vars, type TokenName } from './theme/tokens';

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-size: 14px;
  th,
  td {
    padding: 6px 8px;
    border-bottom: 1px solid ${vars.colorBorderSubtle};
    text-align: start;
    vertical-align: top;
  }
  code {
    font-family: ui-monospace, Menlo, Consolas, monospace;
    overflow-wrap: anywhere;
  }
`;

const Swatch = styled('span', dom)<{ $color: string }>`
  display: inline-block;
  width: 20px;
  height: 20px;
  margin-inline-end: 6px;
  vertical-align: middle;
  border: 1px solid ${vars.colorBorder};
  border-radius: 4px;
  background: ${({ $color }) => $color};
`;

function TokenTable() {
  return (
    <>
      <h2>Colours</h2>
      <Table>
        <thead>
          <tr>
            <th scope="col">Custom property</th>
            <th scope="col">Light</th>
            <th scope="col">Dark</th>
            <th scope="col">Use</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(colorTokens).map(([name, token]) => (
            <tr key={name}>
              <td>
                <code>{cssVarName(name as TokenName)}</code>
              </td>
              <td>
                <Swatch $color={token.light} aria-hidden="true" />
                <code>{token.light}</code>
              </td>
              <td>
                <Swatch $color={token.dark} aria-hidden="true" />
                <code>{token.dark}</code>
              </td>
              <td>{token.description}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <h2>Type, space, shape, layers</h2>
      <Table>
        <thead>
          <tr>
            <th scope="col">Custom property</th>
            <th scope="col">Value</th>
            <th scope="col">Use</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(scaleTokens).map(([name, token]) => (
            <tr key={name}>
              <td>
                <code>{cssVarName(name as TokenName)}</code>
              </td>
              <td>
                <code>{token.value}</code>
              </td>
              <td>{token.description}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <h2>Parts</h2>
      <Table>
        <tbody>
          {Object.values(parts).map((part) => (
            <tr key={part}>
              <td>
                <code>::part({part})</code>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}

const meta = { title: 'Shell/Theme tokens', component: TokenTable } satisfies Meta<
  typeof TokenTable
>;

export default meta;
export const Tokens: StoryObj<typeof meta> = {};
