import type { PartyStatementReport } from '@bilan/contract';
import { Box, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../lib/format.ts';
import { amountStyle, foreignSides, type StatementLine, useStatementAmounts } from './statement-amounts.ts';

type InCurrency = PartyStatementReport['inCurrency'];

const zero = (text: string) => /^-?0+(\.0+)?$/.test(text);

/** One figure of a line: its name, the amount in the party's currency when it has one, the company's under it. */
function Figure({ name, foreign, company }: { name: string; foreign: string; company: string }) {
  return (
    <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} pt={2}>
        {name}
      </Text>
      <Stack gap={0} align="flex-end">
        {foreign && (
          <Text size="sm" fw={600} style={amountStyle}>
            {foreign}
          </Text>
        )}
        <Text size={foreign ? 'xs' : 'sm'} c={foreign ? 'dimmed' : undefined} style={amountStyle}>
          {company}
        </Text>
      </Stack>
    </Group>
  );
}

/** A block of the list: the opening balance, a line, or the totals and closing balance. */
function Block({ testId, heading, children }: { testId: string; heading: ReactNode; children: ReactNode }) {
  return (
    <Box
      component="li"
      py="xs"
      data-testid={testId}
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)', listStyle: 'none' }}
    >
      {heading}
      <Stack gap={4} mt={4}>
        {children}
      </Stack>
    </Box>
  );
}

/** A line: date, entry and letter code, its label, its amount on its side and the running balance. */
function PhoneLine({ line, inCurrency }: { line: StatementLine; inCurrency: InCurrency }) {
  const { t, i18n } = useTranslation('parties');
  const { amount, signed, foreign, foreignSigned } = useStatementAmounts();
  const onDebit = !zero(line.debit);
  const side = onDebit ? 'debit' : 'credit';
  const sides = foreignSides(line);
  // A line in the company's currency in a dollar statement has no dollars to show.
  const inParty = inCurrency && line.currency === inCurrency.currency ? inCurrency.currency : null;
  return (
    <Block
      testId="statement-line"
      heading={
        <>
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600}>
              {formatCalendarDate(line.date, i18n.resolvedLanguage ?? 'en')}{' '}
              <Text span ff="monospace" size="sm">
                {line.number}
              </Text>
            </Text>
            {line.matchingCode && (
              <Text size="xs" c="dimmed">
                {t('accountStatement.matching')}{' '}
                <Text span ff="monospace" size="xs" fw={700}>
                  {line.matchingCode}
                </Text>
              </Text>
            )}
          </Group>
          {line.label && <Text size="sm">{line.label}</Text>}
        </>
      }
    >
      <Figure
        name={t(`accountStatement.${side}`)}
        foreign={inParty ? foreign(sides[side], inParty) : ''}
        company={amount(line[side], { blankZero: false })}
      />
      <Figure
        name={t('accountStatement.balance')}
        foreign={inCurrency ? foreignSigned(sides.balance, inCurrency.currency) : ''}
        company={signed(line.balance)}
      />
    </Block>
  );
}

/**
 * The statement on a phone: its lines stacked (date, entry, label, then each figure in the party's
 * currency above the company's) between the opening balance and the totals, so nothing scrolls sideways.
 */
export function StatementOnPhone({ report }: { report: PartyStatementReport }) {
  const { t, i18n } = useTranslation('parties');
  const language = i18n.resolvedLanguage ?? 'en';
  const { amount, signed, foreign, foreignSigned } = useStatementAmounts();
  const inCurrency = report.inCurrency;
  const heading = (text: string) => (
    <Text size="sm" fw={700}>
      {text}
    </Text>
  );
  return (
    <Box component="ul" p={0} m={0} aria-label={t('accountStatement.title')} data-testid="statement-phone">
      <Block
        testId="statement-opening"
        heading={heading(`${t('accountStatement.opening')} (${formatCalendarDate(report.from, language)})`)}
      >
        <Figure
          name={t('accountStatement.balance')}
          foreign={inCurrency ? foreignSigned(inCurrency.openingBalance, inCurrency.currency) : ''}
          company={signed(report.openingBalance)}
        />
      </Block>
      {report.lines.map((line) => (
        <PhoneLine key={line.lineId} line={line} inCurrency={inCurrency} />
      ))}
      <Block
        testId="statement-closing"
        heading={heading(`${t('accountStatement.closing')} (${formatCalendarDate(report.to, language)})`)}
      >
        {(['debit', 'credit'] as const).map((side) => (
          <Figure
            key={side}
            name={t(`accountStatement.${side}`)}
            foreign={inCurrency ? foreign(inCurrency.totals[side], inCurrency.currency) : ''}
            company={amount(report.totals[side], { blankZero: false })}
          />
        ))}
        <Figure
          name={t('accountStatement.balance')}
          foreign={inCurrency ? foreignSigned(inCurrency.closingBalance, inCurrency.currency) : ''}
          company={signed(report.closingBalance)}
        />
      </Block>
    </Box>
  );
}
