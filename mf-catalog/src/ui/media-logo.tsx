import { useState, type ComponentProps } from 'react';

/** An <img> that removes itself when the logo fails to load, instead of a broken-image icon. */
export function MediaLogo(props: ComponentProps<'img'>) {
  const [failed, setFailed] = useState(false);
  if (!props.src || failed) return null;
  return <img {...props} onError={() => setFailed(true)} />;
}
