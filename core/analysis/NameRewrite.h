// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QRegularExpression>
#include <QString>

#include <optional>

namespace tally {

// One search and replace on a function's or a file's name before a comparison or a series matches
// them, so that a refactor (a `_v2` suffix, a moved folder) still pairs the same function:
// cg_annotate's `--mod-funcname=s/REGEX/REPLACEMENT/[gi]` and `--mod-filename=...`. REGEX is a
// Perl-compatible expression; REPLACEMENT may name groups as \1 .. \9 (and \0 the whole match);
// `\/` is a slash in either part. `g` replaces every match, not only the first; `i` ignores case.
class NameRewrite
{
public:
    // The rewrite `expression` describes, or nullopt with `error` saying what is wrong.
    static std::optional<NameRewrite> parse(const QString& expression, QString* error);

    QString apply(const QString& name) const;
    const QString& expression() const { return m_expression; }

private:
    NameRewrite() = default;
    QString replacementFor(const QRegularExpressionMatch& match) const;

    QString m_expression;
    QRegularExpression m_pattern;
    QString m_replacement;
    bool m_global = false;
};

} // namespace tally
