import type { AuditEvent } from '@bilan/contract';
import { ActionIcon, Badge, Box, Table, Text, Tooltip } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { isAuditEntityType } from '../audit-diff.ts';
import { type AuditReferences, auditSummary } from '../audit-words.ts';
import { AuditDiffView } from './audit-diff-view.tsx';

const ACTION_COLORS: Record<AuditEvent['action'], string> = {
  CREATE: 'green',
  UPDATE: 'blue',
  DELETE: 'red',
  STATE_CHANGE: 'violet',
  CLOSE: 'gray',
  // The colours the trail already uses, whose contrast the journeys' axe checks have passed.
  INVITE: 'blue',
  ACCEPT: 'green',
  DECLINE: 'gray',
  ROLES_CHANGE: 'violet',
  DEACTIVATE: 'red',
  REACTIVATE: 'green',
};

export const AUDIT_COLUMN_COUNT = 6;

function AuditRowToggle({ expanded, onToggle }: { expanded: boolean; onToggle: () => void }) {
  const { t } = useTranslation('audit');
  const toggleLabel = expanded ? t('hideChanges') : t('showChanges');
  return (
    <Tooltip label={toggleLabel}>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={toggleLabel}
        aria-expanded={expanded}
        onClick={(mouse) => {
          mouse.stopPropagation();
          onToggle();
        }}
      >
        {expanded ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
      </ActionIcon>
    </Tooltip>
  );
}

/** One change of the trail; opened, the row below shows the record before and after it. */
export function AuditRow({
  event,
  references,
  who,
  recordName,
  expanded,
  onToggle,
}: {
  event: AuditEvent;
  /** What the page's ids stand for (the API names them with the page). */
  references: AuditReferences;
  who: string;
  /** The record's name when the screen knows it better than the record itself (a member's name). */
  recordName?: string | null;
  expanded: boolean;
  onToggle: () => void;
}) {
  const { t, i18n } = useTranslation('audit');
  const when = formatDateTime(event.occurredAt, i18n.resolvedLanguage ?? 'en');
  const summary = auditSummary(event, references, t, recordName);
  return (
    <>
      <Table.Tr
        data-testid="audit-row"
        onClick={onToggle}
        style={{ cursor: 'pointer' }}
        bg={expanded ? 'var(--mantine-color-bilan-light)' : undefined}
      >
        <Table.Td w={44}>
          <AuditRowToggle expanded={expanded} onToggle={onToggle} />
        </Table.Td>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>{when}</Table.Td>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>{who}</Table.Td>
        <Table.Td>
          <Badge
            variant="light"
            color={ACTION_COLORS[event.action]}
            radius="sm"
            style={{ flexShrink: 0 }}
            miw="max-content"
          >
            {t(`actions.${event.action}`)}
          </Badge>
        </Table.Td>
        <Table.Td>
          {isAuditEntityType(event.entityType) ? t(`entityTypes.${event.entityType}`) : event.entityType}
        </Table.Td>
        <Table.Td>
          <Text size="sm" fw={500} data-testid="audit-summary" maw={420}>
            {summary}
          </Text>
        </Table.Td>
      </Table.Tr>
      {expanded && (
        <Table.Tr>
          <Table.Td colSpan={AUDIT_COLUMN_COUNT} p={0}>
            {/* Sticky at the left, at most the screen's width: on a phone the diff stays in view while the row scrolls. */}
            <Box p="md" bg="gray.0" pos="sticky" left={0} maw="calc(100vw - 2 * var(--mantine-spacing-md))">
              <AuditDiffView event={event} references={references} />
            </Box>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
