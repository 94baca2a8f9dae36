import { Anchor, Box, Breadcrumbs, Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { isShellRouteHandle } from '../../../lib/route-handle.ts';

/** The breadcrumb follows the matched routes: each route with a crumb adds its area name. */
export function ShellBreadcrumb() {
  const { t } = useTranslation();
  const { t: tShell } = useTranslation('shell');
  const crumbs = useMatches().flatMap((match) =>
    isShellRouteHandle(match.handle)
      ? [{ id: match.id, label: t(`areas.${match.handle.crumb}`), to: match.pathname }]
      : [],
  );
  return (
    <Box component="nav" aria-label={tShell('breadcrumb.label')} mb="md">
      <Breadcrumbs separatorMargin={6} fz="sm">
        <Anchor component={Link} to="/" c="dimmed" aria-label={t('brand.name')} display="flex">
          <IconHome size={16} />
        </Anchor>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <Text key={crumb.id} size="sm" fw={600} aria-current="page">
              {crumb.label}
            </Text>
          ) : (
            <Anchor key={crumb.id} component={Link} to={crumb.to} size="sm" c="dimmed">
              {crumb.label}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </Box>
  );
}
