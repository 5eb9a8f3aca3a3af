/** vnu-jar ships no types; its default export is the path of vnu.jar. */
declare module 'vnu-jar' {
  const vnuJarPath: string;
  export default vnuJarPath;
}
