// Keyboard shortcuts of the signed-in area (tinykeys parses the key sequences):
//   /        focuses the page's list search
//   g then o goes to the orders (c customers, s stores, p products, m merchants, d dashboard, a audit log)
//   ?        lists the shortcuts
// None fires while the user types in a field, or with Ctrl/Alt/Meta held (those belong to the browser
// and the command palette's Ctrl/Cmd+K).
import { canAccess, type Role } from '@market/domain';
import { Dialog, Kbd } from '@market/ui';
import { useEffect, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router';
import { tinykeys } from 'tinykeys';
import { PAGES, titles } from './pages.ts';

const messages = defineMessages({
  title: { id: 'shortcuts.title', defaultMessage: 'Keyboard shortcuts' },
  text: { id: 'shortcuts.text', defaultMessage: 'Press these keys anywhere outside a text field.' },
  search: { id: 'shortcuts.search', defaultMessage: 'Search this list' },
  help: { id: 'shortcuts.help', defaultMessage: 'Show these shortcuts' },
  palette: { id: 'shortcuts.palette', defaultMessage: 'Find a page' },
  goTo: { id: 'shortcuts.goTo', defaultMessage: 'Go to {page}' },
  then: { id: 'shortcuts.then', defaultMessage: 'then' },
});
const goTo: MessageDescriptor = messages.goTo;

/** `g <key>` → a main list. */
export const GO_TO: readonly { key: string; page: keyof typeof PAGES; title: MessageDescriptor }[] = [
  { key: 'o', page: 'orders', title: titles.orders },
  { key: 'c', page: 'customers', title: titles.customers },
  { key: 's', page: 'stores', title: titles.stores },
  { key: 'p', page: 'products', title: titles.products },
  { key: 'm', page: 'merchants', title: titles.merchants },
  { key: 'd', page: 'dashboard', title: titles.dashboard },
  { key: 'a', page: 'auditLog', title: titles.auditLog },
];

/** Whether a key press is the user typing (a field, an editable region, a listbox) rather than a shortcut. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') {
    const type = (target as HTMLInputElement).type;
    return !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(type);
  }
  return target.closest('[role="combobox"], [role="listbox"], [role="menu"], [role="dialog"]') !== null;
}

/** The list search of the page shown: the first search box in the main area. */
export function listSearch(root: ParentNode = document): HTMLInputElement | null {
  return root.querySelector<HTMLInputElement>(
    'main input[type="search"], #app-shell-main input[type="search"]',
  );
}

/** Installs the shortcuts for `role`; renders the `?` help dialog. */
export function KeyboardShortcuts({ role }: { role: Role | null | undefined }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [helpOpen, setHelpOpen] = useState(false);
  const allowed = GO_TO.filter((g) => canAccess(role, PAGES[g.page].resource));

  useEffect(() => {
    const guard = (run: (event: KeyboardEvent) => void) => (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      run(event);
    };
    const bindings: Record<string, (event: KeyboardEvent) => void> = {
      '/': guard((event) => {
        const search = listSearch();
        if (!search) return;
        event.preventDefault();
        search.focus();
        search.select();
      }),
      'Shift+?': guard((event) => {
        event.preventDefault();
        setHelpOpen(true);
      }),
      '?': guard((event) => {
        event.preventDefault();
        setHelpOpen(true);
      }),
    };
    for (const { key, page } of allowed) {
      bindings[`g ${key}`] = guard((event) => {
        event.preventDefault();
        void navigate(PAGES[page].path);
      });
    }
    return tinykeys(window, bindings);
    // `allowed` follows the role; the bindings are made again when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [role, navigate]);

  const rows: { keys: string[]; label: string }[] = [
    { keys: ['/'], label: intl.formatMessage(messages.search) },
    { keys: ['Ctrl', 'K'], label: intl.formatMessage(messages.palette) },
    { keys: ['?'], label: intl.formatMessage(messages.help) },
    ...allowed.map((g) => ({
      keys: ['g', g.key],
      label: intl.formatMessage(goTo, { page: intl.formatMessage(g.title) }),
    })),
  ];

  return (
    <Dialog.Root open={helpOpen} onOpenChange={setHelpOpen}>
      <Dialog.Content
        title={intl.formatMessage(messages.title)}
        description={intl.formatMessage(messages.text)}
        size="sm"
      >
        <Dialog.Body>
          <table data-testid="shortcuts">
            <tbody>
              {rows.map((row) => (
                <tr key={row.keys.join(' ')}>
                  <td dir="ltr">
                    {row.keys[0] === 'g' ? (
                      <>
                        <Kbd size="sm">g</Kbd> {intl.formatMessage(messages.then)}{' '}
                        <Kbd size="sm">{row.keys[1]}</Kbd>
                      </>
                    ) : (
                      <Kbd size="sm" keys={row.keys} />
                    )}
                  </td>
                  <td>{row.label}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Dialog.Body>
      </Dialog.Content>
    </Dialog.Root>
  );
}
