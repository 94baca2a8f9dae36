// `npm run reset-password -- EMAIL`: a one-time password for the account of EMAIL, printed here, for
// a machine without mail; the user must change it at the next login. Books of DATABASE_URL, or else
// of DATA_DIR's embedded server (the application may be running).
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openPostgres } from '../db/client.ts';
import { OperatorResetRefused, resetPasswordByOperator } from '../modules/auth/operator-reset.ts';
import { generateOneTimePassword } from '../modules/users/one-time-password.ts';
import { openEmbeddedBooks, runCommand } from './embedded-books.ts';

await runCommand(async () => {
  const { positionals } = parseArgs({ allowPositionals: true });
  const email = positionals[0];
  if (!email || positionals.length > 1) throw new OperatorResetRefused('Usage: npm run reset-password -- EMAIL');
  const config = loadConfig();
  const handle = config.databaseUrl ? openPostgres(config.databaseUrl) : await openEmbeddedBooks(config.dataDir);
  try {
    const oneTimePassword = generateOneTimePassword();
    await resetPasswordByOperator(handle.db, email, oneTimePassword);
    console.log(`One-time password of ${email}: ${oneTimePassword}`);
    console.log('Every session of this user is closed; the password must be changed at the next login.');
  } finally {
    await handle.close();
  }
}, [OperatorResetRefused]);
