// After the E2E run: stop the sandbox global-setup.ts started (its process group, by its id).
export default async function globalTeardown(): Promise<void> {
  const pid = Number(process.env.E2E_SANDBOX_PID);
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}
