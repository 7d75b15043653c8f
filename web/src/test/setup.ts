import '@testing-library/jest-dom/vitest';

// jsdom lacks ResizeObserver, which Headless UI's dialogs and comboboxes use to place what they open.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
