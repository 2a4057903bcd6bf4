import { createRoot } from 'react-dom/client';
import { useEffect, useState } from 'react';
import type { DeskState, SessionInfo } from '../wire/session.ts';
import { call, LoggedOut, setCsrf } from './client.ts';
import { Login } from './Login.tsx';
import { LeadList } from './LeadList.tsx';
import { chunkView } from './chunk-view.ts';
import { Figures } from './Figures.tsx';
import { DayPlan } from './DayPlan.tsx';
import { FieldData } from './FieldData.tsx';
import { CalendarFeeds } from './CalendarFeeds.tsx';
import { Leave } from './Leave.tsx';
import { Money } from './Money.tsx';
import { Due } from './Due.tsx';
import { Spam } from './Spam.tsx';
import './app.css';

/** Where the desk is: the list, one lead (#lead-12, the e-mail alert links here), the figures, the day plan (#visits, #visits-2026-08-14), the field data, the Due list, the spam view, the money, or the owner's Team and Site. */
type View = { name: 'list' } | { name: 'lead'; id: number } | { name: 'figures' } | { name: 'visits'; date?: string } | { name: 'field-data' } | { name: 'due' } | { name: 'spam' } | { name: 'team' } | { name: 'site' } | { name: 'money' };

function viewFromHash(): View {
  const lead = /^#lead-(\d+)$/.exec(location.hash);
  if (lead) return { name: 'lead', id: Number(lead[1]) };
  const visits = /^#visits(?:-(\d{4}-\d{2}-\d{2}))?$/.exec(location.hash);
  if (visits) return { name: 'visits', date: visits[1] };
  if (location.hash === '#field-data') return { name: 'field-data' };
  if (location.hash === '#team') return { name: 'team' };
  if (location.hash === '#site') return { name: 'site' };
  if (location.hash === '#due') return { name: 'due' };
  if (location.hash === '#spam') return { name: 'spam' };
  if (location.hash === '#money') return { name: 'money' };
  return location.hash === '#figures' ? { name: 'figures' } : { name: 'list' };
}

/** A logged-in visitor's page carries the session and the newest leads (desk/page.ts). */
const initial = JSON.parse(document.getElementById('desk-state')?.textContent || 'null') as DeskState | null;
if (initial) setCsrf(initial.csrf);
/** The preloaded list serves the first list shown only; coming back to the list later fetches it. */
let initialList = initial?.list;
function takeInitialList(): DeskState['list'] {
  const list = initialList;
  initialList = undefined;
  return list;
}

const useSiteEditor = chunkView(() => import('./site-editor/SiteEditor.tsx'));
const useLeadPage = chunkView(() => import('./LeadDetail.tsx'));

/** The owner's site editor (chunk-view.ts). */
function SiteView({ onError }: { onError: (e: unknown) => void }) {
  const { module, failed } = useSiteEditor();
  if (module) return <module.default onError={onError} />;
  return <section aria-labelledby="site-heading"><h1 id="site-heading">Site</h1>{failed ? <p className="error" role="alert">The editor did not load: {failed}</p> : <p>Loading…</p>}</section>;
}

/** A lead's page (chunk-view.ts), as it shows while its own data loads. */
function LeadView({ id, onError }: { id: number; onError: (e: unknown) => void }) {
  const { module, failed } = useLeadPage();
  if (module) return <module.LeadDetail id={id} onError={onError} />;
  return <section><p><a href="#">← All leads</a></p>{failed ? <p className="error" role="alert">The lead's page did not load: {failed}</p> : <p>Loading…</p>}</section>;
}

function App() {
  const [session, setSession] = useState<SessionInfo | null | undefined>(initial ?? undefined);
  const [view, setView] = useState<View>(viewFromHash);

  useEffect(() => {
    if (!initial) call<SessionInfo>('session').then(login, () => setSession(null));
    const onHash = () => setView(viewFromHash());
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, []);

  function login(info: SessionInfo) {
    setCsrf(info.csrf);
    setSession(info);
  }
  /** Any call that meets a 401 (session ended, user removed) lands here. */
  function onError(error: unknown) {
    if (error instanceof LoggedOut) setSession(null);
  }
  async function logout() {
    await call('logout', { method: 'POST' }).catch(() => {});
    setSession(null);
  }

  if (session === undefined) return <main className="login"><p>Loading…</p></main>;
  if (session === null) return <Login onLogin={login} />;
  // A groomer's account has one view, their own visits; the server refuses them everything else.
  if (session.role === 'groomer') {
    return (
      <>
        <header className="bar">
          <nav aria-label="Desk"><a href="#visits" aria-current="page">My visits</a></nav>
          <span className="who">{session.user}</span>
          <button type="button" className="quiet" onClick={logout}>Log out</button>
        </header>
        <main><DayPlan office={false} onError={onError} /><Money role="groomer" onError={onError} /><CalendarFeeds own onError={onError} /></main>
      </>
    );
  }
  return (
    <>
      <header className="bar">
        <nav aria-label="Desk">
          <a href="#" aria-current={view.name === 'list' || view.name === 'lead' ? 'page' : undefined}>Leads</a>
          <a href="#due" aria-current={view.name === 'due' ? 'page' : undefined}>Due</a>
          <a href="#visits" aria-current={view.name === 'visits' ? 'page' : undefined}>Visits</a>
          <a href="#spam" aria-current={view.name === 'spam' ? 'page' : undefined}>Spam</a>
          <a href="#money" aria-current={view.name === 'money' ? 'page' : undefined}>Money</a>
          <a href="#figures" aria-current={view.name === 'figures' ? 'page' : undefined}>Figures</a>
          <a href="#field-data" aria-current={view.name === 'field-data' ? 'page' : undefined}>Field data</a>
          {session.role === 'owner' && <a href="#team" aria-current={view.name === 'team' ? 'page' : undefined}>Team</a>}
          {session.role === 'owner' && <a href="#site" aria-current={view.name === 'site' ? 'page' : undefined}>Site</a>}
        </nav>
        <span className="who">{session.user}</span>
        <button type="button" className="quiet" onClick={logout}>Log out</button>
      </header>
      <main>
        {view.name === 'figures' ? <Figures onError={onError} />
          : view.name === 'visits' ? <DayPlan key={view.date ?? ''} office initialDate={view.date} onError={onError} />
          : view.name === 'field-data' ? <FieldData onError={onError} />
          : view.name === 'team' && session.role === 'owner' ? <section aria-labelledby="team-heading"><h1 id="team-heading">Team</h1><Leave onError={onError} /><CalendarFeeds own={false} onError={onError} /></section>
          : view.name === 'site' && session.role === 'owner' ? <SiteView onError={onError} />
          : view.name === 'due' ? <Due onError={onError} owner={session.role === 'owner'} />
          : view.name === 'spam' ? <Spam onError={onError} />
          : view.name === 'money' ? <Money role={session.role} onError={onError} />
          : view.name === 'lead' ? <LeadView id={view.id} onError={onError} />
          : <LeadList onError={onError} initial={takeInitialList()} />}
      </main>
    </>
  );
}

createRoot(document.getElementById('desk')!).render(<App />);
