// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QSyntaxHighlighter>
#include <QTextCharFormat>

namespace tally {

// A small C/C++ highlighter for the source view: keywords, types, strings and characters,
// numbers, comments (including multi-line ones) and preprocessor lines. It works on a plain
// QTextDocument that is never shown, so it can run off the GUI thread.
class CppHighlighter : public QSyntaxHighlighter
{
    Q_OBJECT

public:
    // `darkBackground` picks colours that read on a dark palette.
    CppHighlighter(QTextDocument* document, bool darkBackground);

    // Whether a file looks like C or C++ by its name (headers without suffix count: <vector>).
    static bool handles(const QString& fileName);

protected:
    void highlightBlock(const QString& text) override;

private:
    enum State
    {
        Normal = 0,
        InComment = 1,
    };
    QTextCharFormat m_keyword;
    QTextCharFormat m_type;
    QTextCharFormat m_string;
    QTextCharFormat m_number;
    QTextCharFormat m_comment;
    QTextCharFormat m_preprocessor;
};

} // namespace tally
