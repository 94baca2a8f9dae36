import { Center, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** docs/seed-spec.md §1: the home and not-found pages show only the 'under construction' text, their h1. */
export function UnderConstruction() {
  const { t } = useTranslation();
  return (
    <Center mih={240}>
      <Text size="lg" c="dimmed" fw={500} component="h1" m={0}>
        {t('underConstruction')}
      </Text>
    </Center>
  );
}
