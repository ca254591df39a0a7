/**
 * Above a game by mail's table: when nothing more can be done here, "Send the file to Bob: <why>" with the button
 * that downloads it; at the end, the result and the file that shows the other player the end. Nothing while this
 * browser's player decides. It reads the snapshot's `mail` only (no engine, no cryptography).
 */
import { useState } from 'react';
import { downloadText } from '../common/download';
import './mail.css';
import type { MailNews } from '../session/types';

export function MailBanner({ news }: { news: MailNews | undefined }) {
  const [saved, setSaved] = useState<string | null>(null);
  if (!news) return null;
  const download = () => {
    downloadText(news.fileName, news.text);
    setSaved(news.fileName);
  };
  return (
    <section className="mail-banner" role="status" aria-labelledby="mail-banner-h">
      <h2 id="mail-banner-h">{news.kind === 'send' ? `Send the file to ${news.toName}: ${news.why}` : news.fromThem ? `The game is over: ${news.toName} sent you the end.` : `The game is over. Send the file to ${news.toName} so they see the end.`}</h2>
      {news.kind === 'over' && news.why && <p>{news.why}</p>}
      <p>{news.fromThem
        ? 'Nothing more to send. Keep the file if you like: it is the whole game, every seal and die checkable.'
        : `Download it, then send it to ${news.toName} by e-mail, chat or a shared folder.${news.kind === 'send' ? ' When their answer comes, open it from "Play by mail…" on the start screen.' : ''}`}</p>
      <div className="row">
        <button type="button" className={news.fromThem ? undefined : 'primary'} onClick={download}>Download the file</button>
        {saved === news.fileName && <span className="muted">Saved as {news.fileName}</span>}
      </div>
    </section>
  );
}
