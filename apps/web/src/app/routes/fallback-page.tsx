import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '../../components/ui/brand-logo.tsx';

/** Any path outside the known areas (docs/seed-spec.md §2: fallback page). */
export function FallbackPage() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" bg="gray.0" px="md" component="main">
      <Stack align="center" gap="md" ta="center">
        <BrandLogo />
        <Text fz={72} fw={700} c="bilan.8" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1} size="h2">
          {t('fallback.title')}
        </Title>
        <Text c="dimmed">{t('fallback.text')}</Text>
        <Button component={Link} to="/">
          {t('actions.backHome')}
        </Button>
      </Stack>
    </Center>
  );
}
