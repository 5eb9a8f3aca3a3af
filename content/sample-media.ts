/**
 * The stand-in pictures, films and files of the sample site in public/, each with the SHA-256 of the stand-in.
 * A file replaced by your own (`npm run media`, docs/content.md) no longer matches and is yours: nothing to edit
 * here. While one still matches and a page shows it, `npm run launch-check` lists it (a poster of a film or a file
 * of a post only while that film or post is published).
 */
export interface SampleMedia {
  /** Its path under public/, as the pages name it. */
  file: string;
  /** What it is, for the launch check's list. */
  what: string;
  sha256: string;
}

export const sampleMedia: SampleMedia[] = [
  {
    file: 'video/hero.webm',
    what: 'the home page’s hero film (WebM)',
    sha256: 'da42356f62bdc966413327f862c40abdf0c4f5df38d372577b850905b5f7db64',
  },
  {
    file: 'video/hero.mp4',
    what: 'the home page’s hero film (MP4)',
    sha256: 'e01bf180417597d35d9786e5ea7ca8110d05e56392b7c7b47cf56909b4b01c00',
  },
  {
    file: 'images/hero-poster.jpg',
    what: 'the hero film’s poster',
    sha256: 'e4192652d0ef6a474e505a1133244ece28594cad0d98204674d9c56f0f962f12',
  },
  {
    file: 'images/intro-poster.jpg',
    what: 'the showreel’s poster',
    sha256: '15f61472cf34be4ac2e66c3fed128f7d8178fc898e1cd1d3b74fa805cbf3490e',
  },
  {
    file: 'images/about-portrait.jpg',
    what: 'your portrait on /about',
    sha256: '89716009109791c4a8426ca20cbaa4c5e09e18bd41292299121e541870c1024f',
  },
  {
    file: 'images/services/corporate-videography.jpg',
    what: 'a service’s picture',
    sha256: '7c59c1e1b5207ec713f696639a65cc1e774d3f15a841183ced07e51f7898f52b',
  },
  {
    file: 'images/services/event-videography.jpg',
    what: 'a service’s picture',
    sha256: '601f552b91d57141fc8e0caeb1aa2ee2f12532f111314d19683b29fd1f7ae182',
  },
  {
    file: 'images/services/promotional-videography.jpg',
    what: 'a service’s picture',
    sha256: '0d75644c49a9c077f66704d369b8fcd0b76f9914bb4c530ea1d07849f61a375e',
  },
  {
    file: 'images/services/social-media-content.jpg',
    what: 'a service’s picture',
    sha256: '3080d89b8818081b896f0ef27f2beefb4c7a552c7b2c7788e54eb28790f79b5a',
  },
  {
    file: 'images/locations/brighton.jpg',
    what: 'a location’s picture',
    sha256: '81098f93d635147695f275f13710bdd6d3037e4928863a241c19b550bbf67e92',
  },
  {
    file: 'images/locations/lewes.jpg',
    what: 'a location’s picture',
    sha256: '687ba3d9d5e3f27332680af4419913e8353907bca4ceac0648084f10de747f95',
  },
  {
    file: 'images/locations/london.jpg',
    what: 'a location’s picture',
    sha256: '05edf9e969d771cac8f5f5ce26415e6eba14774f5c9082da2db6465f8f212ef2',
  },
  {
    file: 'images/projects/bulb-floristry.jpg',
    what: 'a film’s poster',
    sha256: 'afa6ae982c908a6353577b43af6bc2194e4dde7d4209e87b128d5e83f90cb649',
  },
  {
    file: 'images/projects/coke-spec-ad.jpg',
    what: 'a film’s poster',
    sha256: 'c3089b2c7532fde2bbc813fd84d5a4a2702be71dd010300c1c52fe603ab1e1d1',
  },
  {
    file: 'images/projects/milan-design-week.jpg',
    what: 'a film’s poster',
    sha256: 'ca1ae4ce7a118cba24ead203ae024d94a249128445dfa96c770a00cc3129cddf',
  },
  {
    file: 'images/projects/stylus-promotional.jpg',
    what: 'a film’s poster',
    sha256: '3d4078f577071dddfb88c10e9ec3afc11a9a126c80ef803e9de996d29c9ebfa4',
  },
  {
    file: 'images/projects/the-ordinary.jpg',
    what: 'a film’s poster',
    sha256: 'f291dc1dc48c107aefec6bf43d06ebdef48a3a8e768093c64a50dcf17d4e8f5d',
  },
  {
    file: 'images/projects/weffan.jpg',
    what: 'a film’s poster',
    sha256: 'c61e2c022f18e1578af1114a4d1020c4d3931ca514aabf50edd614e79a11de8c',
  },
  {
    file: 'downloads/seven-questions.pdf',
    what: 'a sample post’s download',
    sha256: 'cd99a1d1c021ee04954ed89a97a7dc596238172ac22802ab4d020c7545f4b4c9',
  },
];
