import { AppShell, Box, Burger, Divider, Group, ScrollArea, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { BrandLogo } from '../../../components/ui/brand-logo.tsx';
import { LanguageMenu } from '../../../components/ui/language-menu.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { SearchButton } from '../../search/public.ts';
import { CompanyMenu } from './company-menu.tsx';
import { CreateMenu } from './create-menu.tsx';
import { NotificationsMenu } from './notifications-menu.tsx';
import { ProfileMenu } from './profile-menu.tsx';
import { ShellBreadcrumb } from './shell-breadcrumb.tsx';
import { SideMenu } from './side-menu.tsx';
import './shell-layout.css';
import { PendingInvitations } from '../../users/public.ts';
import { StartupSelectionCheck } from './startup-selection.tsx';
import { WorkFolderMenu } from './work-folder-menu.tsx';

/** The guarded shell (docs/seed-spec.md §2): top bar, side menu (a burger menu on mobile), breadcrumb, page. */
export function ShellLayout() {
  const { t } = useTranslation('shell');
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <>
      <StartupSelectionCheck />
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link is a link to the main region (its href works without script); the click only keeps the router's address. */}
      <a
        href="#main-content"
        className="shell-skip-link"
        onClick={(event) => {
          // The router owns the address: focus moves to the page without a hash navigation.
          event.preventDefault();
          document.getElementById('main-content')?.focus();
        }}
      >
        {t('topBar.skipToContent')}
      </a>
      <AppShell
        header={{ height: 64 }}
        navbar={{ width: 256, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding={{ base: 'md', sm: 'xl' }}
        bg="gray.0"
      >
        <AppShell.Header px={{ base: 'sm', sm: 'lg' }}>
          <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="xs" wrap="nowrap" miw={0}>
              <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('topBar.toggleMenu')} />
              <Box component={Link} to="/" style={{ textDecoration: 'none' }}>
                <BrandLogo size="sm" />
              </Box>
              <Divider orientation="vertical" visibleFrom="sm" mx={4} />
              <Group gap="xs" wrap="nowrap" visibleFrom="sm" miw={0}>
                <CompanyMenu />
                <WorkFolderMenu />
              </Group>
            </Group>
            <Group gap={4} wrap="nowrap">
              <CreateMenu />
              <SearchButton />
              <NotificationsMenu />
              <LanguageMenu compact />
              <ProfileMenu />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="md">
          <Stack gap="xs" hiddenFrom="sm" mb="md">
            <CompanyMenu fullWidth />
            <WorkFolderMenu fullWidth />
          </Stack>
          <AppShell.Section grow component={ScrollArea}>
            <SideMenu onNavigate={close} />
          </AppShell.Section>
        </AppShell.Navbar>
        <AppShell.Main id="main-content" tabIndex={-1} className="shell-main">
          <Box maw={1280} mx="auto">
            <ShellBreadcrumb />
            <PendingInvitations />
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </Box>
        </AppShell.Main>
      </AppShell>
    </>
  );
}
