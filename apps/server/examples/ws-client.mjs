// A tiny Salvo client: node apps/server/examples/ws-client.mjs <ws-url> <game> <token> [lastVersion]
// Prints what your seat is told (events, whose turn, your prompt); each line you type is a JSON action,
// sent stamped with the last version you saw. `view` prints your whole view as JSON; `say <text>` writes to the
// other players (their messages are printed as `<seat>: text`).
// Static parts of the view (Victory at Sea ship rosters, aircraft profiles) come once, in the welcome's
// `statics` ({"ships.*.roster": {shipId: roster}, ...}); updates leave them out and `join` puts them back.
import readline from 'node:readline';
import WebSocket from 'ws';

const [url, game, token, last] = process.argv.slice(2);
if (!url || !game || !token) {
  console.error('usage: node ws-client.mjs <ws-url> <game> <token> [lastVersion]');
  process.exit(2);
}
let latest = null;
const early = [];
let statics = {};
let n = 0;
const join = (view) => {
  for (const [path, byId] of Object.entries(statics)) {
    const parts = path.split('.');
    const field = parts.pop();
    let level = [view];
    for (const p of parts) level = level.flatMap((x) => (x === null || typeof x !== 'object' ? [] : p === '*' ? Object.values(x) : [x[p]]));
    for (const x of level) if (x && typeof x.id === 'string' && !(field in x) && Object.hasOwn(byId, x.id)) x[field] = byId[x.id];
  }
  return view;
};
const ws = new WebSocket(url);
ws.on('open', () => ws.send(JSON.stringify({ t: 'hello', game, token, ...(last ? { lastVersion: Number(last) } : {}) })));
ws.on('close', () => { console.log('(connection closed)'); process.exit(0); });
ws.on('message', (data) => {
  const f = JSON.parse(data.toString());
  if (f.t === 'welcome' || f.t === 'update') {
    if (f.t === 'welcome') statics = f.statics ?? {};
    f.view = join(f.view);
    latest = f;
    for (const e of f.events ?? []) console.log(`  ${e.text ?? JSON.stringify(e)}`);
    const t = f.turn;
    const who = t.kind === 'over' ? `over: ${t.summary}` : t.kind === 'chance' ? `dice${t.dice?.label ? `: ${t.dice.label}` : ''}` : `${t.seats.join(', ')} to ${t.decision}`;
    console.log(`[v${f.v}] ${who}${t.prompt ? `\n> ${t.prompt}` : ''}`);
    if (f.t === 'welcome') early.splice(0).forEach(typed);
  } else if (f.t === 'ack') console.log(`ok, committed at v${f.v}`);
  else if (f.t === 'error') console.log(`refused (${f.code}): ${f.message}`);
  else if (f.t === 'chat') for (const m of f.messages) console.log(`${m.seat}: ${m.text}`);
  else if (f.t === 'rematch') console.log(`rematch: game ${f.rematch} (POST /api/games/${f.game}/rematch with your token takes your seat there)`);
  else if (f.t === 'seats') console.log(`seats: ${f.seats.map((s) => `${s.seat} ${s.joined === false ? 'not joined yet' : 'taken'}`).join(', ')}`);
  else if (f.t === 'presence') console.log(`connected now: ${f.here.join(', ') || 'nobody'}`);
});
function typed(line) {
  if (!line.trim()) return;
  if (!latest) return void early.push(line); // typed (or piped) before the welcome: sent once it comes
  if (line.trim() === 'view') return console.log(JSON.stringify(latest.view, null, 1));
  if (/^say\s/.test(line.trim())) return void ws.send(JSON.stringify({ t: 'say', text: line.trim().slice(4), id: `s${Date.now()}-${n++}` }));
  try {
    ws.send(JSON.stringify({ t: 'act', v: latest.v, action: JSON.parse(line), id: `c${Date.now()}-${n++}` }));
  } catch {
    console.log('Type an action as JSON, e.g. {"type":"take-first","fleet":"rn","first":true}');
  }
}
readline.createInterface({ input: process.stdin }).on('line', typed);
