import { PASSWORD_MIN_LENGTH, PASSWORD_RULES } from '@bilan/contract';
import { Box, Group, Paper, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPointFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** docs/seed-spec.md §5: the six password rules, each ticking as soon as the typed password meets it. */
export function PasswordChecklist({ password }: { password: string }) {
  const { t } = useTranslation('signup');
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <Text size="sm" fw={600} mb="xs" id="password-checklist-title">
        {t('checklist.title')}
      </Text>
      <Box
        component="ul"
        aria-labelledby="password-checklist-title"
        m={0}
        p={0}
        style={{ listStyle: 'none', display: 'grid', gap: 6 }}
      >
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <Box component="li" key={rule.key} data-rule={rule.key} data-met={met}>
              <Group gap={8} wrap="nowrap">
                <ThemeIcon size={20} radius="xl" color={met ? 'green' : 'gray'} variant={met ? 'filled' : 'light'}>
                  {met ? <IconCheck size={13} stroke={3} /> : <IconPointFilled size={10} />}
                </ThemeIcon>
                {/* A met rule reads in the text colour beside its green tick: green text on grey is under 4.5:1. */}
                <Text size="sm" c={met ? undefined : 'dimmed'} fw={met ? 500 : undefined}>
                  {t(`checklist.${rule.key}`, { min: PASSWORD_MIN_LENGTH })}
                </Text>
                <VisuallyHidden>{met ? t('checklist.met') : t('checklist.unmet')}</VisuallyHidden>
              </Group>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
