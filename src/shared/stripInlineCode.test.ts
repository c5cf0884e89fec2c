import { stripInlineCode } from './stripInlineCode';

describe('stripInlineCode', () => {
  it('removes event handler attributes in every quoting style and keeps the others', () => {
    expect(stripInlineCode(`<img src="/a.jpg" alt="" onerror="alert('x')">`)).toBe(
      '<img src="/a.jpg" alt="" >',
    );
    expect(stripInlineCode(`<div onclick='x()' class=box onmouseover=y()>t</div>`)).toBe(
      '<div  class=box >t</div>',
    );
    expect(stripInlineCode('<svg/onload=alert(1)><circle r="1"></circle></svg>')).toBe(
      '<svg/><circle r="1"></circle></svg>',
    );
    expect(stripInlineCode('<a href="/x" ONCLICK="y()">x</a>')).toBe('<a href="/x" >x</a>');
  });

  it('removes style elements, closed or not', () => {
    expect(stripInlineCode('<p>a</p><style>body{display:none}</style><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(stripInlineCode('<p>a</p><STYLE media="x">p{}')).toBe('<p>a</p>');
  });

  it('leaves text that only looks like an attribute alone', () => {
    const text = '<p>The season onset = spring; only=5 <b>bold</b></p>';
    expect(stripInlineCode(text)).toBe(text);
    expect(stripInlineCode('<p title="onclick=x">a</p>')).toBe('<p title="onclick=x">a</p>');
  });
});
