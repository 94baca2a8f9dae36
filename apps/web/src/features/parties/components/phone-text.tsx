import { usePhoneText } from '../../../lib/phone.ts';

/** A party's stored number as its country writes it ("6 77 12 34 56"), not as stored (+237677123456). */
export function PhoneText({ phone, countryCode }: { phone: string; countryCode: string | null | undefined }) {
  return <>{usePhoneText(phone, countryCode)}</>;
}
