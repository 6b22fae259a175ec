// The one default database URL for developer machines, shared by the CLIs of this package.
export const DEFAULT_DATABASE_URL = "postgresql://postgres:postgres@127.0.0.1:5432/auction";

export function databaseUrlFromEnv(env: NodeJS.ProcessEnv): string {
  const v = env.DATABASE_URL?.trim();
  return v ? v : DEFAULT_DATABASE_URL;
}
