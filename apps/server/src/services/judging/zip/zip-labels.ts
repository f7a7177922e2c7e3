import type { LanguageCode } from '@laurel/contract';

/** The words of `entry.txt` and `manifest.csv`, in the caller's language (docs/product.md#languages). */
export interface ZipLabels {
  entry: string;
  title: string;
  category: string;
  video: string;
  none: string;
  description: string;
  entrant: string;
  email: string;
  company: string;
  country: string;
  credits: string;
  file: string;
  bytes: string;
}

export const ZIP_LABELS: Record<LanguageCode, ZipLabels> = {
  en: {
    entry: 'Entry',
    title: 'Title',
    category: 'Category',
    video: 'Video',
    none: 'none',
    description: 'Description',
    entrant: 'Entrant',
    email: 'E-mail',
    company: 'Company',
    country: 'Country',
    credits: 'Credits',
    file: 'File',
    bytes: 'Bytes',
  },
  'zh-CN': {
    entry: '作品编号',
    title: '标题',
    category: '类别',
    video: '视频',
    none: '无',
    description: '作品描述',
    entrant: '参赛者',
    email: '电子邮箱',
    company: '公司',
    country: '国家/地区',
    credits: '署名',
    file: '文件',
    bytes: '字节数',
  },
};
