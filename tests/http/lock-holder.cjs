// Child process for the store-fault tests: another program holding the leads database's write
// lock (a backup tool, a second server mid-transaction). Usage: node lock-holder.cjs DB MS [EXCLUSIVE]
// (EXCLUSIVE also keeps readers out, as a backup tool that copies the file may.)
// Prints "LOCKED" once it holds the lock, releases it after MS milliseconds and exits.
const Database = require('better-sqlite3');
const [file, ms, mode = 'IMMEDIATE'] = process.argv.slice(2);
const db = new Database(file);
if (mode === 'EXCLUSIVE') db.pragma('journal_mode = DELETE'); // in WAL mode EXCLUSIVE lets readers in
db.exec(`BEGIN ${mode === 'EXCLUSIVE' ? 'EXCLUSIVE' : 'IMMEDIATE'}`);
process.stdout.write('LOCKED\n');
setTimeout(() => {
  db.exec('ROLLBACK');
  db.close();
  process.exit(0);
}, Number(ms));
