// The name of the record an edit or view page shows, for the shell's breadcrumb trail
// (group › list › record name). The page names it; the layout reads it; outside a layout it goes nowhere.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

type SetRecordTitle = (title: string | null) => void;

const SetterContext = createContext<SetRecordTitle | null>(null);
const TitleContext = createContext<string | null>(null);

export function RecordTitleProvider({ children }: { children: ReactNode }) {
  const [title, setTitle] = useState<string | null>(null);
  return (
    <SetterContext.Provider value={setTitle}>
      <TitleContext.Provider value={title}>{children}</TitleContext.Provider>
    </SetterContext.Provider>
  );
}

/** The shown record's name (null while none is named). */
export function useRecordTitle(): string | null {
  return useContext(TitleContext);
}

/** Names the page's record in the breadcrumb trail while the page is shown (null: not known yet). */
export function useNameRecord(title: string | null | undefined): void {
  const set = useContext(SetterContext);
  useEffect(() => {
    if (!set) return;
    set(title ?? null);
    return () => set(null);
  }, [set, title]);
}
