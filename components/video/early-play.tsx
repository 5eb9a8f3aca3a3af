import { PLAY_PENDING } from './video-types';

/** Marks the play links whose taps the script can hold; until then (and until scripted) they take no tap. */
const TAP_HELD = 'data-tap-held';
const GIVE_UP_MS = 10_000;

// Before the page's scripts run, a play link is a plain link to the film's host: a tap that early would leave the
// site. This holds the tap on the link for the play button to honour once scripted (it then carries role="button");
// if the scripts never come, the tap goes to the host after all. Before this runs, a play link takes no tap (CSS).
const script = `document.querySelectorAll('a.play-target').forEach(function(a){a.setAttribute('${TAP_HELD}','')});
document.addEventListener('click',function(e){
var a=e.target instanceof Element&&e.target.closest('a.play-target');
if(!a||a.getAttribute('role')==='button'||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;
e.preventDefault();a.setAttribute('${PLAY_PENDING}','');
setTimeout(function(){if(a.hasAttribute('${PLAY_PENDING}')){a.removeAttribute('${PLAY_PENDING}');location.assign(a.href)}},${GIVE_UP_MS})
},true)`.replace(/\n/g, '');

/**
 * Placed after the page's content, where Next's own first inline script already waits for the stylesheet, so the
 * content is parsed without a stop. The first paint can come just before it runs: the links take no tap until then.
 */
export function EarlyPlayTaps() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
