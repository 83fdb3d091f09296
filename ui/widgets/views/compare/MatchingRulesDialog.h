// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/compare/MatchingRules.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;

namespace tally {

// Compare > Matching Rules...: the rewrites of function and file names, one
// `s/REGEX/REPLACEMENT/[gi]` a line, as --mod-funcname and --mod-filename take them, checked as
// they are typed (the first wrong line said, OK disabled until it is right); and the pairs made
// by hand, which can be undone here.
class MatchingRulesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit MatchingRulesDialog(const MatchingRules& rules, QWidget* parent = nullptr);

    // The rules as edited (valid when OK is enabled).
    MatchingRules rules() const;

    QPlainTextEdit* functionRules() const { return m_functions; }
    QPlainTextEdit* fileRules() const { return m_files; }
    QLabel* errorLabel() const { return m_error; }
    QPushButton* okButton() const;
    QListWidget* pairList() const { return m_pairs; }

private:
    void validate();

    QPlainTextEdit* m_functions = nullptr;
    QPlainTextEdit* m_files = nullptr;
    QLabel* m_error = nullptr;
    QListWidget* m_pairs = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    std::vector<ManualPair> m_kept; // the pairs not removed
};

} // namespace tally
