interface NumberedStepsProps {
  steps: readonly { title: string; description: string }[];
  /** Each step's number, from its index. */
  number: (index: number) => string | number;
  /** The element of a step's title: a heading where the steps are the parts of a section. */
  title?: 'p' | 'h3';
  /** The classes of the list, a step, its number, its title and its description. */
  classNames: { list: string; step: string; number: string; title: string; description: string };
}

/** A numbered list of steps, each a title and a description. */
export function NumberedSteps({ steps, number, title: Title = 'p', classNames }: NumberedStepsProps) {
  return (
    <ol className={classNames.list}>
      {steps.map((step, index) => (
        <li key={step.title} className={classNames.step}>
          <span aria-hidden className={classNames.number}>
            {number(index)}
          </span>
          <div>
            <Title className={classNames.title}>{step.title}</Title>
            <p className={classNames.description}>{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
