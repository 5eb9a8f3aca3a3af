/** The attribute a held tap leaves on its play link, until the play button takes it over. */
export const PLAY_PENDING = 'data-video-pending';
const GIVE_UP_MS = 10_000;

// Before the page's scripts run, a play link is a plain link to the film's host: a tap that early would leave the
// site. This holds the tap on the link for the play button to honour once scripted (it then carries role="button");
// if the scripts never come, the tap goes to the host after all. A module, so the parser never stops for it: a
// parser-blocking script in the body lets the first paint in before the rest is laid out, and the layout then
// counts as blocking time after that paint.
const script = `document.addEventListener('click',function(e){
var a=e.target instanceof Element&&e.target.closest('a.play-target');
if(!a||a.getAttribute('role')==='button'||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;
e.preventDefault();a.setAttribute('${PLAY_PENDING}','');
setTimeout(function(){if(a.hasAttribute('${PLAY_PENDING}')){a.removeAttribute('${PLAY_PENDING}');location.assign(a.href)}},${GIVE_UP_MS})
},true)`.replace(/\n/g, '');

export function EarlyPlayTaps() {
  return <script type="module" dangerouslySetInnerHTML={{ __html: script }} />;
}
