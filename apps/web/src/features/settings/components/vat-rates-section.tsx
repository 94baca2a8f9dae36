import { ActionIcon, Badge, Button, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconPercentage, IconPlus, IconReceiptTax, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LazyTooltip } from '../../../components/ui/lazy-tooltip.tsx';
import type { SettingsControl } from '../settings-form.ts';
import { SettingsSection } from './settings-section.tsx';

/** The contract accepts at most this many default rates. */
const MAX_VAT_RATES = 10;

export function VatRatesSection({
  control,
  errorText,
  readOnly,
}: {
  control: SettingsControl;
  errorText: (code: string | undefined) => string | undefined;
  readOnly: boolean;
}) {
  const { t } = useTranslation('settings');
  const rates = useFieldArray({ control, name: 'defaultVatRates' });
  return (
    <SettingsSection id="vat" title={t('vat.title')} hint={t('vat.hint')} icon={<IconReceiptTax size={20} />}>
      {rates.fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('vat.none')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {rates.fields.map((row, index) => (
          <Controller
            key={row.id}
            control={control}
            name={`defaultVatRates.${index}.rate`}
            render={({ field, fieldState }) => (
              <TextInput
                {...field}
                inputMode="decimal"
                label={
                  <Group gap={6} component="span">
                    {t('vat.rate', { index: index + 1 })}
                    {index === 0 && (
                      <Badge size="xs" variant="light" component="span">
                        {t('vat.default')}
                      </Badge>
                    )}
                  </Group>
                }
                leftSection={<IconPercentage size={14} />}
                rightSection={
                  readOnly ? null : (
                    <LazyTooltip label={t('vat.remove', { index: index + 1 })}>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t('vat.remove', { index: index + 1 })}
                        onClick={() => rates.remove(index)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </LazyTooltip>
                  )
                }
                error={errorText(fieldState.error?.message)}
              />
            )}
          />
        ))}
      </SimpleGrid>
      {!readOnly && rates.fields.length < MAX_VAT_RATES && (
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => rates.append({ rate: '' }, { shouldFocus: true })}
          >
            {t('vat.add')}
          </Button>
        </Group>
      )}
    </SettingsSection>
  );
}
