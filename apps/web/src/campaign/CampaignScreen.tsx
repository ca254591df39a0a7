/**
 * The Campaigns screen. A campaign is begun here (NewCampaign) and played here (PlayCampaign), kept in the
 * browser after every step and listed to resume; or a campaign file kept by `salvo campaign` is opened and
 * shown as it stands (the map, the fleets, the engagements, the battles fought, each watched on the table in
 * the Replay screen and playable on as a what-if, and the log), and may then be played on in the page.
 */
import { useRef, useState, type ReactNode } from 'react';
import { ReplayScreen } from '../replay/ReplayScreen';
import type { AnySession } from '../session/new-game';
import type { FoughtBattle } from './campaign-battles';
import { forgetCampaign, keptCampaigns, openKept, seatsOf, type CampaignInPlay } from './campaign-store';
import { pendingWords } from './campaign-words';
import { CampaignView } from './CampaignView';
import { NewCampaign } from './NewCampaign';
import { openCampaignFile, type OpenedCampaign } from './open-campaign';
import { PlayCampaign } from './PlayCampaign';

export function CampaignScreen({ onBack, onBranch }: { onBack: () => void; onBranch: (s: AnySession) => void }) {
  const [opened, setOpened] = useState<OpenedCampaign | null>(null);
  const [playing, setPlaying] = useState<CampaignInPlay | null>(null);
  const [creating, setCreating] = useState(false);
  /** A battle of the campaign being watched on the table. */
  const [watching, setWatching] = useState<FoughtBattle | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [kept, setKept] = useState(keptCampaigns);
  /** The campaign being played as it stands: PlayCampaign is unmounted while one of its battles is watched. */
  const progress = useRef<CampaignInPlay | null>(null);
  const open = async (file: File | undefined) => {
    if (!file) return;
    const r = openCampaignFile(file.name, await file.text());
    if (!r.ok) { setProblem(r.problem); return; }
    setProblem(null);
    setPlaying(null);
    setOpened(r.campaign);
  };
  const close = () => { setPlaying(null); setOpened(null); setKept(keptCampaigns()); };
  if (watching) {
    return <ReplayScreen record={watching.record} title={`${watching.label}: ${watching.title}`} leaveText="Back to the campaign"
      onLeave={() => { setWatching(null); const now = progress.current; if (now && now.id === playing?.id) setPlaying(now); }} onBranch={onBranch} />;
  }
  const frame = (body: ReactNode) => (
    <main className="start campaigns">
      <h1>Campaigns</h1>
      <p className="lede">A Victory at Sea campaign: fleets that carry their damage, crews and experience from battle to battle, fighting for Strategic Targets. Begin one here against the bots or a friend at this screen, or open a file kept by <code>salvo campaign</code>.</p>
      <div className="row">
        {!playing && !creating && <button type="button" className="primary" onClick={() => { setProblem(null); setCreating(true); }}>Begin a new campaign…</button>}
        <label>Open a campaign file <input type="file" accept=".json,application/json" onChange={(e) => { void open(e.target.files?.[0]); e.target.value = ''; }} /></label>
        <button type="button" onClick={onBack}>Back to the start</button>
      </div>
      {problem && <p role="alert" className="error">{problem}</p>}
      {body}
    </main>
  );
  if (playing) return <PlayCampaign key={playing.id} start={playing} onWatch={setWatching} onClose={close} onProgress={(c) => { progress.current = c; }} frame={frame} />;
  let body;
  if (creating) body = <NewCampaign onBegin={(c) => { setCreating(false); setOpened(null); setPlaying(c); }} onCancel={() => setCreating(false)} />;
  else if (opened) {
    const next = pendingWords(opened.state);
    const playOn = () => {
      const seats = seatsOf((opened.file as { seats?: unknown }).seats);
      setPlaying({ id: `c${Date.now().toString(36)}`, file: opened.file, seats, battle: null });
    };
    body = (
      <CampaignView fileName={opened.fileName} file={opened.file} state={opened.state} events={opened.events} onWatch={setWatching}
        now={(
          <>
            <p><strong>Now:</strong> {next.now}{next.command && <> In the terminal: <code>{next.command}</code></>}</p>
            {opened.state.phase !== 'over' && !opened.state.table && (
              <p><button type="button" onClick={playOn}>Play on in this page</button> <span className="muted">The file is not changed: save the campaign file from the page to carry the new steps back.</span></p>
            )}
          </>
        )} />
    );
  } else {
    body = (
      <>
        <KeptList kept={kept} onResume={(id) => { const r = openKept(id); if (r.ok) { setProblem(null); setPlaying(r.campaign); } else setProblem(r.problem); }}
          onForget={(id) => { forgetCampaign(id); setKept(keptCampaigns()); }} />
        <p className="hint">Or in the terminal: <code>salvo campaign new med.json --map mediterranean --fleet rn=example:royal-navy-med --fleet it=example:italian-navy --bot it=easy</code> (docs/campaigns.md), and open its file here.</p>
      </>
    );
  }
  return frame(body);
}

function KeptList({ kept, onResume, onForget }: { kept: ReturnType<typeof keptCampaigns>; onResume: (id: string) => void; onForget: (id: string) => void }) {
  if (kept.length === 0) return <p className="muted">No campaign is kept in this browser yet.</p>;
  return (
    <section aria-label="Your campaigns">
      <h2>Your campaigns</h2>
      <ul className="kept-campaigns">{kept.map((k) => (
        <li key={k.id}>{k.summary} <span className="muted">(saved {new Date(k.savedAt).toLocaleString()})</span>{' '}
          <button type="button" aria-label={`Resume: ${k.summary}`} onClick={() => onResume(k.id)}>Resume</button>{' '}
          <button type="button" aria-label={`Forget: ${k.summary}`} onClick={() => { if (confirm(`Forget ${k.summary}? Save its file first to keep it.`)) onForget(k.id); }}>Forget</button></li>
      ))}</ul>
    </section>
  );
}
