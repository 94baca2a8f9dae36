import { Button, FileButton, Group, Image, Input, Paper, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGO_MAX_BYTES, readLogoFile } from '../logo-file.ts';

/** The logo: a preview, a button to choose a PNG or JPEG (checked and read here), and one to remove it. */
export function LogoField({
  value,
  onChange,
  error,
  disabled,
  errorText,
}: {
  value: string | null;
  onChange: (dataUrl: string | null) => void;
  /** A problem the server found with the saved logo. */
  error: string | undefined;
  disabled: boolean;
  errorText: (code: string) => string | undefined;
}) {
  const { t, i18n } = useTranslation('settings');
  const [readError, setReadError] = useState<string | null>(null);
  const size = new Intl.NumberFormat(i18n.resolvedLanguage, {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 0,
  }).format(LOGO_MAX_BYTES / 1024);

  const choose = async (file: File | null) => {
    if (!file) return;
    const reading = await readLogoFile(file);
    if (reading.ok) {
      setReadError(null);
      onChange(reading.dataUrl);
    } else {
      setReadError(reading.code);
    }
  };

  const shownError = readError ? errorText(readError) : error;
  return (
    <Input.Wrapper label={t('identity.logo')} description={t('identity.logoHint', { size })} error={shownError}>
      <Group gap="md" mt={6} wrap="nowrap" align="center">
        <Paper
          withBorder
          radius="md"
          w={132}
          h={88}
          p={6}
          bg="gray.0"
          style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0 }}
        >
          {value ? (
            <Image src={value} alt={t('identity.logoAlt')} fit="contain" mah={76} maw={120} />
          ) : (
            <Stack gap={2} align="center">
              <IconPhoto size={24} color="var(--mantine-color-gray-5)" />
              <Text size="xs" c="dimmed">
                {t('identity.noLogo')}
              </Text>
            </Stack>
          )}
        </Paper>
        {!disabled && (
          <Group gap="xs">
            <FileButton onChange={choose} accept="image/png,image/jpeg">
              {(props) => (
                <Button {...props} variant="default" size="xs" leftSection={<IconUpload size={14} />}>
                  {value ? t('identity.replaceLogo') : t('identity.chooseLogo')}
                </Button>
              )}
            </FileButton>
            {value && (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} />}
                onClick={() => {
                  setReadError(null);
                  onChange(null);
                }}
              >
                {t('identity.removeLogo')}
              </Button>
            )}
          </Group>
        )}
      </Group>
    </Input.Wrapper>
  );
}
