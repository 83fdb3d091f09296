// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/common/TransformActions.h"

#include "core/analysis/FunctionLookup.h"
#include "core/text/TextElision.h"
#include "ui/viewmodel/session/Session.h"

#include <QAbstractScrollArea>
#include <QAction>
#include <QEvent>
#include <QFileInfo>
#include <QMenu>
#include <QWidget>

namespace tally {

namespace {

constexpr std::array<TransformKind, 4> kKinds{TransformKind::Focus, TransformKind::Drop,
                                              TransformKind::Merge, TransformKind::CollapseObject};

QString actionText(const Session& session, TransformKind kind, FunctionId function)
{
    const bool known = session.hasProfile() && session.profile()->isFunction(function);
    const QString name =
        known ? menuEntryName(session.shownName(session.profile()->functionName(function)))
              : QString();
    switch (kind) {
    case TransformKind::Focus:
        return known ? TransformActions::tr("&Focus on '%1'").arg(name)
                     : TransformActions::tr("&Focus on Function");
    case TransformKind::Drop:
        return known ? TransformActions::tr("&Drop '%1'").arg(name)
                     : TransformActions::tr("&Drop Function");
    case TransformKind::Merge:
        return known ? TransformActions::tr("&Merge '%1' into Callers").arg(name)
                     : TransformActions::tr("&Merge into Callers");
    case TransformKind::CollapseObject: {
        const QString object =
            known ? QFileInfo(session.profile()->functionObject(function)).fileName() : QString();
        return object.isEmpty() ? TransformActions::tr("Co&llapse Object")
                                : TransformActions::tr("Co&llapse '%1'").arg(menuEntryName(object));
    }
    }
    return {};
}

} // namespace

QString menuEntryName(const QString& name, qsizetype maxChars)
{
    return textelision::cutToLength(name, maxChars).replace(QLatin1Char('&'), QStringLiteral("&&"));
}

TransformActions::TransformActions(Session& session, std::function<FunctionId()> functionAt,
                                   QWidget* widget, bool withKeys)
    : QObject(widget), m_session(session), m_functionAt(std::move(functionAt)), m_withKeys(withKeys)
{
    for (const TransformKind kind : kKinds) {
        auto* action = new QAction(widget);
        if (withKeys)
            action->setShortcut(key(kind));
        connect(action, &QAction::triggered, this, [this, kind] { trigger(kind); });
        widget->addAction(action);
        m_actions[std::size_t(kind)] = action;
    }
    widget->installEventFilter(this);
    if (auto* area = qobject_cast<QAbstractScrollArea*>(widget))
        area->viewport()->installEventFilter(this);
    update();
}

void TransformActions::update()
{
    const FunctionId function = m_functionAt ? m_functionAt() : FunctionId();
    for (const TransformKind kind : kKinds) {
        QAction* action = m_actions[std::size_t(kind)];
        QString text = actionText(m_session, kind, function);
        // A list's menu shows the window's key for the same thing (the key acts on the active
        // function, which the row under the menu is as soon as it is chosen).
        if (!m_withKeys)
            text += QLatin1Char('\t') + key(kind).toString(QKeySequence::NativeText);
        action->setText(text);
        action->setEnabled(transformFor(m_session, kind, function).has_value());
    }
}

bool TransformActions::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::ContextMenu)
        update();
    return QObject::eventFilter(watched, event);
}

void TransformActions::trigger(TransformKind kind)
{
    const FunctionId function = m_functionAt ? m_functionAt() : FunctionId();
    if (const auto transform = transformFor(m_session, kind, function))
        m_session.addTransform(*transform);
}

QKeySequence TransformActions::key(TransformKind kind)
{
    switch (kind) {
    case TransformKind::Focus:
        return QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F);
    case TransformKind::Drop:
        return QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D);
    case TransformKind::Merge:
        return QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M);
    case TransformKind::CollapseObject:
        return QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_J);
    }
    return {};
}

std::optional<Transform> TransformActions::transformFor(const Session& session, TransformKind kind,
                                                        FunctionId function)
{
    if (!session.hasProfile() || !function.isValid() || !session.profile()->isFunction(function))
        return std::nullopt;
    const Profile& profile = *session.profile();
    if (kind == TransformKind::CollapseObject) {
        const QString object = QFileInfo(profile.functionObject(function)).fileName();
        if (object.isEmpty())
            return std::nullopt;
        return Transform{kind, object};
    }
    // The plain name when it names this function alone (as --select reads it), else NAME@FILE.
    const QString name = profile.functionName(function);
    const functionlookup::Result found = functionlookup::find(profile, session.flatProfile(), name);
    const bool alone = found.status == functionlookup::Status::Found && found.function == function;
    // A name that starts like a regular expression is not read as one.
    const bool readAsRegex = name.startsWith(Transform::kRegexPrefix);
    return Transform{kind,
                     alone && !readAsRegex ? name : functionlookup::selector(profile, function)};
}

void TransformActions::addTo(QMenu* menu, Session& session, FunctionId function)
{
    for (const TransformKind kind : kKinds) {
        const std::optional<Transform> transform = transformFor(session, kind, function);
        QAction* action = menu->addAction(actionText(session, kind, function) + QLatin1Char('\t') +
                                          key(kind).toString(QKeySequence::NativeText));
        action->setEnabled(transform.has_value());
        if (transform)
            QObject::connect(action, &QAction::triggered, &session,
                             [&session, t = *transform] { session.addTransform(t); });
    }
}

} // namespace tally
