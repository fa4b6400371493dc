// After the Prism run: stop mock:console's process group (npm, Prism, Vite).
export default async function globalTeardown(): Promise<void> {
  const pid = Number(process.env.PRISM_CONSOLE_PID);
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}
