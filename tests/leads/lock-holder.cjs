// Child process for the store-fault tests: another program holding the leads database's write
// lock (a backup tool, a second server mid-transaction). Usage: node lock-holder.cjs DB MS
// Prints "LOCKED" once it holds the lock, releases it after MS milliseconds and exits.
const Database = require('better-sqlite3');
const [file, ms] = process.argv.slice(2);
const db = new Database(file);
db.exec('BEGIN IMMEDIATE');
process.stdout.write('LOCKED\n');
setTimeout(() => {
  db.exec('ROLLBACK');
  db.close();
  process.exit(0);
}, Number(ms));
