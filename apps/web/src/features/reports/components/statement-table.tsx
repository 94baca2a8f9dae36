import { Paper, Table, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type StatementLine = { ref: string; kind: 'rubric' | 'subtotal' | 'total'; label: string; note: string | null };

const amountStyle = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * A SYSCOHADA statement as a table: rubrics in plain text, subtotals in bold on a grey band, totals
 * in bold on a darker one, as on the printed forms.
 */
export function StatementTable<Line extends StatementLine>({
  title,
  refLabel,
  lines,
  columns,
  footer,
}: {
  title: string;
  refLabel: string;
  lines: readonly Line[];
  columns: { key: string; label: string; value: (line: Line) => string }[];
  footer?: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <Title
        order={3}
        size="h5"
        px="md"
        py="sm"
        bg="gray.0"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        {title}
      </Title>
      <Table.ScrollContainer minWidth={columns.length > 1 ? 560 : 360} type="native">
        <Table verticalSpacing={5} fz="sm" aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={56}>{refLabel}</Table.Th>
              <Table.Th />
              {columns.map((column) => (
                <Table.Th key={column.key} ta="right">
                  {column.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => {
              const strong = line.kind !== 'rubric';
              return (
                <Table.Tr
                  key={line.ref}
                  data-ref={line.ref}
                  bg={line.kind === 'total' ? 'gray.2' : line.kind === 'subtotal' ? 'gray.0' : undefined}
                  fw={strong ? 700 : undefined}
                >
                  <Table.Td ff="monospace" c="dimmed">
                    {line.ref}
                  </Table.Td>
                  <Table.Td>{line.label}</Table.Td>
                  {columns.map((column) => (
                    <Table.Td key={column.key} ta="right" style={amountStyle}>
                      {column.value(line)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
          {footer}
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
