// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/session/Session.h"

#include <QWidget>

class QHBoxLayout;

namespace tally {

// A breadcrumb of the functions the user went through to reach the active one; clicking one
// goes back to it.
class NavigationBar : public QWidget
{
    Q_OBJECT

public:
    static constexpr int kMaximumShown = 8;

    explicit NavigationBar(Session& session, QWidget* parent = nullptr);

    QStringList crumbs() const; // the shown names, oldest first, for tests

private:
    void rebuild();

    Session& m_session;
    QHBoxLayout* m_layout = nullptr;
};

} // namespace tally
