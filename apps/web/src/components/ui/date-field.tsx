import { ActionIcon, TextInput, type TextInputProps } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { type Ref, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { datePlaceholder, formatDateText, parseDateText } from '../../lib/date-text.ts';
import { currentLanguage } from '../../lib/language.ts';

export type DateFieldProps = Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'defaultValue' | 'min' | 'max'> & {
  /** The day as YYYY-MM-DD, or empty. */
  value: string | null | undefined;
  /** Called with the day as YYYY-MM-DD once what is typed reads as one, or '' when it is cleared or no date. */
  onChange: (isoDate: string) => void;
  min?: string | undefined;
  max?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

/**
 * The one date field of the app: it reads and writes the day in the interface language ("25/11/2026"
 * in French), not in the browser's as a native date input would, and its calendar button opens the
 * browser's own picker. A text that is no date clears the value and says so when the field is left.
 */
export function DateField({
  value,
  onChange,
  min,
  max,
  onBlur,
  error,
  readOnly,
  disabled,
  ref,
  ...props
}: DateFieldProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const iso = value ?? '';
  const [text, setText] = useState(() => formatDateText(iso, language));
  const [invalid, setInvalid] = useState(false);
  const picker = useRef<HTMLInputElement>(null);

  // A value set from outside (a reset, the picker) or a switch of language shows the day in the
  // language; the user's own typing is left as typed while it reads as the same day.
  const shown = useRef(language);
  useEffect(() => {
    const switched = shown.current !== language;
    shown.current = language;
    setText((typed) =>
      !switched && (parseDateText(typed, language) ?? '') === iso ? typed : formatDateText(iso, language),
    );
  }, [iso, language]);

  const type = (typed: string) => {
    setText(typed);
    const parsed = parseDateText(typed, language);
    if (parsed) setInvalid(false);
    const next = parsed ?? '';
    if (next !== iso) onChange(next);
  };

  const placeholder = datePlaceholder(language, {
    day: t('dateField.day'),
    month: t('dateField.month'),
    year: t('dateField.year'),
  });
  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    if (typeof input.showPicker === 'function') input.showPicker();
    else input.click();
  };

  return (
    <TextInput
      {...props}
      ref={ref}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={props.placeholder ?? placeholder}
      value={text}
      readOnly={readOnly}
      disabled={disabled}
      onChange={(event) => type(event.currentTarget.value)}
      onBlur={(event) => {
        const parsed = parseDateText(text, language);
        setInvalid(text.trim() !== '' && parsed === null);
        if (parsed) setText(formatDateText(parsed, language));
        onBlur?.(event);
      }}
      error={invalid ? t('dateField.invalid', { pattern: placeholder }) : error}
      rightSectionPointerEvents="all"
      rightSection={
        readOnly || disabled ? undefined : (
          <>
            {/* Out of the tab order: the keyboard types the day, the calendar serves the mouse and touch. */}
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              tabIndex={-1}
              aria-label={t('dateField.pick')}
              onClick={openPicker}
            >
              <IconCalendar size={16} aria-hidden />
            </ActionIcon>
            <input
              ref={picker}
              type="date"
              tabIndex={-1}
              aria-hidden
              value={iso}
              min={min}
              max={max}
              onChange={(event) => {
                setInvalid(false);
                setText(formatDateText(event.currentTarget.value, language));
                onChange(event.currentTarget.value);
              }}
              style={{
                position: 'absolute',
                right: 0,
                bottom: 0,
                width: 1,
                height: 1,
                opacity: 0,
                border: 0,
                padding: 0,
              }}
            />
          </>
        )
      }
    />
  );
}
