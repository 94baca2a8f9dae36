/**
 * Which registration numbers a party of the country has: a Cameroonian one its NIU and RCCM (the
 * labels' base words), a French one its SIREN/SIRET and VAT number, any other a tax id and a register.
 */
export function registrationContext(countryCode: string | null | undefined): 'FR' | 'OTHER' | undefined {
  if (!countryCode || countryCode === 'CM') return undefined;
  return countryCode === 'FR' ? 'FR' : 'OTHER';
}
