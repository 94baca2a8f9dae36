import { uuidv7 } from 'uuidv7';

/** Time-ordered UUIDs (v7), so new rows append to indexes instead of scattering. */
export const newId = (): string => uuidv7();
