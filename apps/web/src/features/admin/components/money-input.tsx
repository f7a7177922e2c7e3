import { InputNumber, type InputNumberProps } from 'antd';

/** A price in dollars with cents (the call gets whole cents: model/money.ts). */
export function MoneyInput(props: InputNumberProps<number>) {
  return <InputNumber<number> prefix="$" min={0} step={1} precision={2} style={{ width: '100%' }} {...props} />;
}
