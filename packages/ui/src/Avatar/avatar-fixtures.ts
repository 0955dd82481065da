// Inline pictures so stories never touch the network and screenshots stay identical.
const svg = (body: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${body}</svg>`,
  )}`;

export const portrait = svg(
  '<rect width="64" height="64" fill="#c7d7f5"/><circle cx="32" cy="25" r="12" fill="#6b4f3a"/><path d="M10 64c2-14 11-22 22-22s20 8 22 22z" fill="#2f5fb3"/>',
);
export const storeLogo = svg(
  '<rect width="64" height="64" fill="#1f8a4c"/><path d="M14 26h36l-4 24H18z" fill="#ffffff"/><path d="M24 26c0-6 4-10 8-10s8 4 8 10" stroke="#ffffff" stroke-width="4" fill="none"/>',
);
export const broken = 'data:image/png;base64,AAAA';
