// Full-page navigations (logout, the reload after a scope change) in one object, so tests can
// observe them: jsdom does not navigate.
export const pageLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
