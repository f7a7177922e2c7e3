import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler } from 'react-router';

type ButtonLinkProps = Omit<ButtonProps, 'href' | 'htmlType'> & { to: string; replace?: boolean };

/**
 * An antd button that is a real link (`<a href>`: middle-click, copy link and screen readers all
 * treat it as one) and navigates inside the app on a plain click.
 */
export function ButtonLink({ to, replace, onClick, ...props }: ButtonLinkProps) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to, { replace });
  return (
    <Button
      {...props}
      href={href}
      onClick={(event: MouseEvent<HTMLElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) handleClick(event as MouseEvent<HTMLAnchorElement>);
      }}
    />
  );
}
