// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/annotation/CppHighlighter.h"

#include <QFileInfo>
#include <QSet>

namespace tally {

namespace {
const QSet<QString>& keywords()
{
    static const QSet<QString> words = [] {
        QSet<QString> set;
        for (const char* word : {"alignas",
                                 "alignof",
                                 "asm",
                                 "auto",
                                 "break",
                                 "case",
                                 "catch",
                                 "class",
                                 "co_await",
                                 "co_return",
                                 "co_yield",
                                 "concept",
                                 "const",
                                 "consteval",
                                 "constexpr",
                                 "constinit",
                                 "const_cast",
                                 "continue",
                                 "decltype",
                                 "default",
                                 "delete",
                                 "do",
                                 "dynamic_cast",
                                 "else",
                                 "enum",
                                 "explicit",
                                 "export",
                                 "extern",
                                 "false",
                                 "final",
                                 "for",
                                 "friend",
                                 "goto",
                                 "if",
                                 "inline",
                                 "mutable",
                                 "namespace",
                                 "new",
                                 "noexcept",
                                 "nullptr",
                                 "operator",
                                 "override",
                                 "private",
                                 "protected",
                                 "public",
                                 "register",
                                 "reinterpret_cast",
                                 "requires",
                                 "restrict",
                                 "return",
                                 "sizeof",
                                 "static",
                                 "static_assert",
                                 "static_cast",
                                 "struct",
                                 "switch",
                                 "template",
                                 "this",
                                 "thread_local",
                                 "throw",
                                 "true",
                                 "try",
                                 "typedef",
                                 "typeid",
                                 "typename",
                                 "union",
                                 "using",
                                 "virtual",
                                 "volatile",
                                 "while",
                                 "NULL",
                                 "_Bool",
                                 "_Static_assert"})
            set.insert(QString::fromLatin1(word));
        return set;
    }();
    return words;
}

const QSet<QString>& types()
{
    static const QSet<QString> words = [] {
        QSet<QString> set;
        for (const char* word :
             {"bool",     "char",     "char8_t",  "char16_t",  "char32_t", "double",    "float",
              "int",      "long",     "short",    "signed",    "unsigned", "void",      "wchar_t",
              "size_t",   "ssize_t",  "int8_t",   "int16_t",   "int32_t",  "int64_t",   "uint8_t",
              "uint16_t", "uint32_t", "uint64_t", "uintptr_t", "intptr_t", "ptrdiff_t", "std"})
            set.insert(QString::fromLatin1(word));
        return set;
    }();
    return words;
}

QTextCharFormat colored(const QColor& color, bool bold = false, bool italic = false)
{
    QTextCharFormat format;
    format.setForeground(color);
    if (bold)
        format.setFontWeight(QFont::Bold);
    format.setFontItalic(italic);
    return format;
}

bool isIdentifierStart(QChar c)
{
    return c.isLetter() || c == QLatin1Char('_');
}
bool isIdentifierPart(QChar c)
{
    return c.isLetterOrNumber() || c == QLatin1Char('_');
}
} // namespace

CppHighlighter::CppHighlighter(QTextDocument* document, bool darkBackground)
    : QSyntaxHighlighter(document)
{
    m_keyword = colored(darkBackground ? QColor(0x8a, 0xb4, 0xf8) : QColor(0x00, 0x33, 0x99), true);
    m_type = colored(darkBackground ? QColor(0x7f, 0xd8, 0xd0) : QColor(0x00, 0x6e, 0x6e));
    m_string = colored(darkBackground ? QColor(0xf2, 0xb4, 0x82) : QColor(0xa3, 0x15, 0x15));
    m_number = colored(darkBackground ? QColor(0xd9, 0xa0, 0xf0) : QColor(0x80, 0x00, 0x80));
    m_comment =
        colored(darkBackground ? QColor(0x8f, 0xa0, 0x8f) : QColor(0x3a, 0x7d, 0x3a), false, true);
    m_preprocessor = colored(darkBackground ? QColor(0xe0, 0xc0, 0x70) : QColor(0x80, 0x60, 0x00));
}

bool CppHighlighter::handles(const QString& fileName)
{
    static const QSet<QString> suffixes = {
        QStringLiteral("c"),   QStringLiteral("cc"),  QStringLiteral("cpp"), QStringLiteral("cxx"),
        QStringLiteral("c++"), QStringLiteral("h"),   QStringLiteral("hh"),  QStringLiteral("hpp"),
        QStringLiteral("hxx"), QStringLiteral("h++"), QStringLiteral("inl"), QStringLiteral("ipp"),
        QStringLiteral("tcc"), QStringLiteral("txx"), QStringLiteral("tpp"), QStringLiteral("cu")};
    const QFileInfo info(fileName);
    const QString suffix = info.suffix().toLower();
    return suffix.isEmpty() || suffixes.contains(suffix);
}

void CppHighlighter::highlightBlock(const QString& text)
{
    const int length = int(text.size());
    int i = 0;
    setCurrentBlockState(Normal);
    if (previousBlockState() == InComment) {
        const int end = int(text.indexOf(QLatin1String("*/")));
        if (end < 0) {
            setFormat(0, length, m_comment);
            setCurrentBlockState(InComment);
            return;
        }
        setFormat(0, end + 2, m_comment);
        i = end + 2;
    }
    // A preprocessor line: colour the directive, then go on with the rest as code.
    {
        int first = i;
        while (first < length && text[first].isSpace())
            ++first;
        if (first < length && text[first] == QLatin1Char('#')) {
            int end = first + 1;
            while (end < length && text[end].isSpace())
                ++end;
            while (end < length && isIdentifierPart(text[end]))
                ++end;
            setFormat(first, end - first, m_preprocessor);
            // #include <file> reads as a string.
            if (text.mid(first, end - first).contains(QLatin1String("include"))) {
                setFormat(end, length - end, m_string);
                return;
            }
            i = end;
        }
    }
    while (i < length) {
        const QChar c = text[i];
        if (c == QLatin1Char('/') && i + 1 < length && text[i + 1] == QLatin1Char('/')) {
            setFormat(i, length - i, m_comment);
            return;
        }
        if (c == QLatin1Char('/') && i + 1 < length && text[i + 1] == QLatin1Char('*')) {
            const int end = int(text.indexOf(QLatin1String("*/"), i + 2));
            if (end < 0) {
                setFormat(i, length - i, m_comment);
                setCurrentBlockState(InComment);
                return;
            }
            setFormat(i, end + 2 - i, m_comment);
            i = end + 2;
            continue;
        }
        if (c == QLatin1Char('"') || c == QLatin1Char('\'')) {
            int end = i + 1;
            while (end < length && text[end] != c) {
                if (text[end] == QLatin1Char('\\'))
                    ++end;
                ++end;
            }
            end = std::min(end + 1, length);
            setFormat(i, end - i, m_string);
            i = end;
            continue;
        }
        if (c.isDigit()) {
            int end = i + 1;
            while (end < length && (text[end].isLetterOrNumber() || text[end] == QLatin1Char('.') ||
                                    text[end] == QLatin1Char('\'')))
                ++end;
            setFormat(i, end - i, m_number);
            i = end;
            continue;
        }
        if (isIdentifierStart(c)) {
            int end = i + 1;
            while (end < length && isIdentifierPart(text[end]))
                ++end;
            const QString word = text.mid(i, end - i);
            if (keywords().contains(word))
                setFormat(i, end - i, m_keyword);
            else if (types().contains(word))
                setFormat(i, end - i, m_type);
            i = end;
            continue;
        }
        ++i;
    }
}

} // namespace tally
