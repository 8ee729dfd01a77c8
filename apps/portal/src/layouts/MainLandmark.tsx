// The page's one <main> (WCAG landmarks): layouts render it around their outlet; a page that can
// show outside any layout (the 404 and error pages, rendered by the root) adds it only when no
// layout has — so there is always exactly one.
import { createContext, useContext } from 'react';
import type { ReactElement, ReactNode } from 'react';

const InsideMain = createContext(false);

/** Props of `MainLandmark`. */
export interface MainLandmarkProps {
  readonly className?: string;
  readonly children: ReactNode;
}

/** The main landmark, target of the skip link (`#main`). */
export function MainLandmark({ className, children }: MainLandmarkProps): ReactElement {
  return (
    <InsideMain.Provider value={true}>
      <main id="main" tabIndex={-1} className={className}>
        {children}
      </main>
    </InsideMain.Provider>
  );
}

/** Wraps `children` in the main landmark unless a layout already did. */
export function EnsureMain({ children }: { readonly children: ReactNode }): ReactElement {
  return useContext(InsideMain) ? <>{children}</> : <MainLandmark>{children}</MainLandmark>;
}
